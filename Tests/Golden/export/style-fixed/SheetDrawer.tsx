// Exported by SheetLab 0.1.0: --style fixed
// vaul 1.x (https://vaul.emilkowal.ski); snap points are shares of the viewport
// as tuned in a 390x844 pt window, or fixed px.
import { useState, type ReactNode } from 'react';
import { Drawer } from 'vaul';

/** The snap points, lowest first: panel. */
const snapPoints: (number | string)[] = ['600px'];

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
//   window = 390x844 pt
//   device = none
//   style = fixed
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.5 s
//   tapSlop = 4 pt
//   fps = 60

// Not read by --style fixed (other styles' constants):
//   look, preset, policy, animation, curve, springResponse, springDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, springRest, projectionTime, undimmedDetent,
//   detents, defaultHeight, dismissHeight, topInset, fullscreenVelocity, fullscreenFraction,
//   cornerRadius, cardScale, snapDuration, velocityWindow, dismissProgress, halfFraction, cardTop,
//   peekHeight
