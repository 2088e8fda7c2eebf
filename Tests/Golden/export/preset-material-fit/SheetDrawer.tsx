// Exported by SheetLab 0.1.0: --style sheet --preset material
// vaul 1.x (https://vaul.emilkowal.ski); snap points are shares of the viewport
// as tuned in a 390x844 pt window, or fixed px.
// The detent fit=fit (the content's height) has no vaul equivalent; it is left out.
import { useState, type ReactNode } from 'react';
import { Drawer } from 'vaul';

/** The snap points, lowest first: a, max. */
const snapPoints: (number | string)[] = ['150px', 0.9242];

/** The sheet as tuned in SheetLab; wrap the page in [vaul-drawer-wrapper]. */
export function SheetDrawer({ trigger, children }: { trigger: ReactNode; children: ReactNode }) {
  const [snap, setSnap] = useState<number | string | null>(snapPoints[0]);
  return (
    <Drawer.Root
      snapPoints={snapPoints}
      activeSnapPoint={snap}
      setActiveSnapPoint={setSnap}
      fadeFromIndex={0}
      shouldScaleBackground
    >
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Drawer.Portal>
        <Drawer.Overlay style={{ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0)' }} />
        <Drawer.Content style={{ position: 'fixed', left: 0, right: 0, bottom: 0, borderTopLeftRadius: 28, borderTopRightRadius: 28 }}>
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
//   look = seed
//   style = sheet
//   preset = material
//   policy = material
//   animation = curve
//   curve = 0.22,1,0.36,1
//   springResponse = 0.4 s
//   springDamping = 0.9
//   deceleration = 0.998
//   overdrag = clamp
//   rubberConstant = 0.55
//   overdragFactor = 2.5
//   releaseVelocity = carry
//   springRest = 0.5 pt
//   projectionTime = 0.1 s
//   dismissHeight = 100 pt
//   fullscreenVelocity = 500 pt/s
//   fullscreenFraction = 0.25
//   cardScale = 1
//   presentDuration = 0.256 s
//   dimDuration = 0.4 s
//   snapDuration = 0.256 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3
//   fps = 60

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
