import { site } from "@/config/site";
import { cn } from "@/lib/utils";

/** 2 rem square unless the caller gives its own classes (with its own size). */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path
        d="M9 9l14 14M23 9L9 23"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="24.5" cy="24.5" r="3" fill="#34d399" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 text-lg font-bold",
        className,
      )}
    >
      <LogoMark />
      <span>{site.product}</span>
    </span>
  );
}
