// Exported by SheetLab 0.1.0: --style sheet --preset seed
// vaul 1.1 (https://vaul.emilkowal.ski); snap points are shares of the viewport
// as tuned in a 390x844 pt window, or whole px.
// Below fadeFromIndex vaul's overlay is clear but still covers the page (modal={false} drops it
// at every snap point): SheetLab's page stays usable up to half; not expressible.
// vaul's release (use-snap-points.ts, onRelease): a downward flick faster than 2 px/ms closes
// the drawer from any snap point, an upward one goes to the top; over 0.4 px/ms (a drag under
// 40 % of the window) it steps one snap point, closing from the lowest; slower, it snaps to
// the closest one and never closes. SheetLab closes below its dismiss line, 60 pt.
// SheetLab starts with the sheet open at half.
// Released, vaul lands otherwise than SheetLab on 5 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                  SheetLab  vaul
//   slow-up-a-little         half      peek
//   slow-up-past-half        full      half
//   short-fast-flick-up      full      half
//   long-fast-flick-up       full      half
//   slow-below-dismiss-line  dismiss   peek
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Drawer } from 'vaul';

/** The viewport's height, followed as it changes. */
function useViewportHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const resize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return height;
}

/** Read by screen readers only: Radix wants a title and a description. */
const hidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' };

/** The sheet as tuned in SheetLab; wrap the page in [vaul-drawer-wrapper]. `children` gets `close`. */
export function SheetDrawer({ trigger, children }: { trigger: ReactNode; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  const height = useViewportHeight();
  /** The snap points, lowest first: peek, half, full. */
  const snapPoints: (number | string)[] = ['120px', 0.5, `${height - 64}px`];
  const [snap, setSnap] = useState(1);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={setOpen}
      snapPoints={snapPoints}
      activeSnapPoint={snapPoints[snap]}
      setActiveSnapPoint={(point) => setSnap(Math.max(snapPoints.indexOf(point ?? ''), 0))}
      fadeFromIndex={2}
      shouldScaleBackground
    >
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Drawer.Portal>
        <Drawer.Overlay style={{ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.4)' }} />
        <Drawer.Content style={{ position: 'fixed', left: 0, right: 0, bottom: 0, height: '100%', background: 'white', borderTopLeftRadius: 24, borderTopRightRadius: 24 }}>
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
//   policy = seed
//   animation = curve
//   curve = 0.42,0,0.58,1
//   springResponse = 0.4 s
//   springDamping = 0.9
//   flickDamping = 0
//   deceleration = 0.998
//   overdrag = clamp
//   rubberConstant = 0.55
//   overdragFactor = 2.5
//   releaseVelocity = carry
//   grabberTap = off
//   grabber = visible
//   dismissCue = on
//   dismissible = on
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   dismissHeight = 60 pt
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   grabberWidth = 60 pt
//   grabberHeight = 6 pt
//   cardScale = 0.92
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   snapDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
