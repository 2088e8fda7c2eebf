// Exported by SheetLab 0.1.0: --style fixed
// vaul 1.1 (https://vaul.emilkowal.ski); snap points are shares of the viewport
// as tuned in a 390x844 pt window, or whole px.
// Released, vaul lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Drawer } from 'vaul';

/** Read by screen readers only: Radix wants a title and a description. */
const hidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' };

/** The sheet as tuned in SheetLab; wrap the page in [vaul-drawer-wrapper]. `children` gets `close`. */
export function SheetDrawer({ trigger, children }: { trigger: ReactNode; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={setOpen}
      dismissible={false}
    >
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Drawer.Portal>
        <Drawer.Overlay style={{ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.5)' }} />
        <Drawer.Content style={{ position: 'fixed', left: 0, right: 0, bottom: 0, height: '600px', background: 'white', borderTopLeftRadius: 0, borderTopRightRadius: 0 }}>
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
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.5 s
//   tapSlop = 4 pt

// Not read by --style fixed (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, detents, defaultHeight,
//   dismissHeight, topInset, fullscreenVelocity, fullscreenFraction, cornerRadius, glassBlur,
//   grabberWidth, grabberHeight, cardScale, snapDuration, velocityWindow, dismissProgress,
//   halfFraction, cardTop, peekHeight
