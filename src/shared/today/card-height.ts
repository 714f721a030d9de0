/**
 * The Today card's last height at about this window width (a layout figure, nothing about the person): the frame
 * shown while the card loads is made as tall, so the form below it does not move when the card fills in.
 */
const KEY = 'today-card-height';

export function rememberedTodayHeight(): number | undefined {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '') as { w: number; h: number };
    return Math.abs(v.w - innerWidth) <= innerWidth * 0.1 ? v.h : undefined;
  } catch {
    return undefined;
  }
}

export function rememberTodayHeight(el: HTMLElement): void {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ w: innerWidth, h: Math.round(el.getBoundingClientRect().height) }),
    );
  } catch {
    // storage refused: the frame keeps its default height
  }
}
