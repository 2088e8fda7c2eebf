// Exported by SheetLab 0.1.0: --style half
// vaul 1.x (https://vaul.emilkowal.ski); snap points are shares of the viewport
// as tuned in a 390x844 pt window, or fixed px.
// SheetLab's sheet is not dragged closed (a tap on the dim closes it); vaul's dismissible covers both, so it stays on.
import { useState, type ReactNode } from 'react';
import { Drawer } from 'vaul';

/** The snap points, lowest first: half, full. */
const snapPoints: (number | string)[] = [0.5, 1];

/** The sheet as tuned in SheetLab; wrap the page in [vaul-drawer-wrapper]. */
export function SheetDrawer({ trigger, children }: { trigger: ReactNode; children: ReactNode }) {
  const [snap, setSnap] = useState<number | string | null>(snapPoints[0]);
  return (
    <Drawer.Root
      snapPoints={snapPoints}
      activeSnapPoint={snap}
      setActiveSnapPoint={setSnap}
    >
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Drawer.Portal>
        <Drawer.Overlay style={{ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.5)' }} />
        <Drawer.Content style={{ position: 'fixed', left: 0, right: 0, bottom: 0, borderTopLeftRadius: 0, borderTopRightRadius: 0 }}>
          <Drawer.Handle />
          <Drawer.Title>Sheet</Drawer.Title>
          {children}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

// Not expressed by vaul's Drawer (build by hand if needed):
//   device = none
//   style = half
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.3 s
//   snapDuration = 0.3 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   fps = 60

// Not read by --style half (other styles' constants):
//   look, preset, policy, animation, curve, springResponse, springDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, springRest, projectionTime, undimmedDetent,
//   defaultHeight, dismissHeight, topInset, cardScale, panelHeight, dismissProgress, cardTop,
//   peekHeight
