// Exported by SheetLab 0.1.0: --style half
// vaul 1.1 (https://vaul.emilkowal.ski); snap points are shares of the viewport
// as tuned in a 390x844 pt window, or whole px.
// Released, vaul lands otherwise than SheetLab on 1 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                   SheetLab  vaul
//   fast-flick-down-from-top  full      half
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Drawer } from 'vaul';

/** The snap points, lowest first: half, full. */
const snapPoints: (number | string)[] = [0.5, 1];

/** Read by screen readers only: Radix wants a title and a description. */
const hidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' };

/** The sheet as tuned in SheetLab; wrap the page in [vaul-drawer-wrapper]. `children` gets `close`. */
export function SheetDrawer({ trigger, children }: { trigger: ReactNode; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const [snap, setSnap] = useState(0);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={setOpen}
      snapPoints={snapPoints}
      activeSnapPoint={snapPoints[snap]}
      setActiveSnapPoint={(point) => setSnap(Math.max(snapPoints.indexOf(point ?? ''), 0))}
      fadeFromIndex={0}
      dismissible={false}
    >
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Drawer.Portal>
        <Drawer.Overlay onClick={() => setOpen(false)} style={{ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.5)' }} />
        <Drawer.Content style={{ position: 'fixed', left: 0, right: 0, bottom: 0, height: '100%', background: 'white', borderTopLeftRadius: 0, borderTopRightRadius: 0 }}>
          <Drawer.Handle />
          <Drawer.Title style={hidden}>Sheet</Drawer.Title>
          <Drawer.Description style={hidden}>Tuned in SheetLab</Drawer.Description>
          {children(() => setOpen(false))}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

// Not expressed by vaul's Drawer (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.3 s
//   snapDuration = 0.3 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s

// Not read by --style half (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, defaultHeight, dismissHeight,
//   topInset, glassBlur, grabberWidth, grabberHeight, cardScale, panelHeight, dismissProgress,
//   cardTop, peekHeight
