"use client";

import { useEffect, useState } from "react";
import { storeAudioOn, storedAudioOn, storedVoice, storeVoice } from "@/components/chat/chat-api";
import { useSpeaker } from "@/components/chat/use-voice";
import { DEFAULT_VOICE, VOICE_IDS, type ChatReply, type VoiceId } from "@/lib/contracts/chat";
import { speakableText } from "@/lib/chat/text";

const isVoice = (value: string | null): value is VoiceId => VOICE_IDS.includes(value as VoiceId);

// requirements §4.
export function useChatAudio({
  defaultVoice,
  open,
  lang,
  limitedText,
}: {
  defaultVoice: string | null;
  open: boolean;
  lang: string;
  limitedText: string;
}) {
  const [on, setOn] = useState(storedAudioOn);
  const [voice, setVoice] = useState<VoiceId>(() => {
    const saved = storedVoice();
    return isVoice(saved) ? saved : isVoice(defaultVoice) ? defaultVoice : DEFAULT_VOICE;
  });
  const speaker = useSpeaker();

  useEffect(() => {
    if (!open) speaker.stop();
  }, [open, speaker]);

  return {
    on,
    voice,
    toggle() {
      const next = !on;
      setOn(next);
      storeAudioOn(next);
      if (!next) speaker.stop();
    },
    choose(value: string) {
      if (!isVoice(value)) return;
      setVoice(value);
      storeVoice(value);
    },
    speak(reply: ChatReply, addNotice: (content: string) => void) {
      if (!on) return;
      void speaker.speak({
        text: speakableText(reply.message.answer),
        audioUrl: reply.audio,
        lang,
        onLimited: () => addNotice(limitedText),
      });
    },
  };
}
