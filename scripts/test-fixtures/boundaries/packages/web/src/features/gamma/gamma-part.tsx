import type { GammaProps } from './gamma-page'; // refused: noImportCycles "cycle"

export const GammaPart = (props: GammaProps) => props.show('part');
