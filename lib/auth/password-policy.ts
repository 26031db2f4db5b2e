import "server-only";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
// zxcvbn's 3 is "safely unguessable" (about 10^8 guesses): below it sit common and breached passwords.
const MIN_STRENGTH = 3;

type Checker = { check: (password: string, userInputs?: string[]) => { score: number } };
let checker: Promise<Checker> | undefined;

// The dictionaries are a few megabytes: loaded on the first check, not with the server.
function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(([core, common, en]) => {
    const { ZxcvbnFactory } = core as unknown as { ZxcvbnFactory: new (options: object) => Checker };
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
    });
  });
  return checker;
}

export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON =
  "This password is too common or too easy to guess. Try a few unrelated words, or a longer phrase.";

export async function passwordProblem(password: string, account: { username?: string; email?: string } = {}) {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  const userInputs = [account.username, account.email, account.email?.split("@")[0]].filter((value): value is string =>
    Boolean(value),
  );
  const { score } = (await loadChecker()).check(password.slice(0, 100), userInputs);
  return score < MIN_STRENGTH ? PASSWORD_TOO_COMMON : null;
}
