export { default } from "@/app/[locale]/(public)/booklets/[id]/[page]/not-found";
