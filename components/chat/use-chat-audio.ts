"use client";

import { useEffect, useState } from "react";
import { storeAudioOn, storedAudioOn, storedVoice, storeVoice } from "@/components/chat/chat-api";
import { useSpeaker } from "@/components/chat/use-voice";
import { DEFAULT_VOICE, VOICE_IDS, type ChatReply, type VoiceId } from "@/lib/contracts/chat";
import { speakableText } from "@/lib/chat/text";

const isVoice = (value: string | null): value is VoiceId => VOICE_IDS.includes(value as VoiceId);

/**
 * Spoken answers (requirements §4): on or off and the voice, both remembered in the browser (the
 * site's default voice until the visitor picks one); speaking stops when the chat closes.
 */
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
    /** Reads a finished answer aloud when audio is on; a notice says so when the server's audio is rationed. */
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
