// Exported by SheetLab 0.1.0: --style card
// SwiftUI, iOS 16.4+. Shares are of the window's height and heights run from its
// bottom edge, as in SheetLab; a custom height is within the safe area, so the
// bottom inset comes off (as in --export swift).
// The system sheet also closes on a tap on the dim above it (SheetLab's closes
// by a drag or its button); stopping that would stop the drag too: not
// expressible.
// Released, SwiftUI lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
import SwiftUI

/// The sheet as tuned in SheetLab (open, lowest first), presenting `content` over `page`.
struct SheetView<Page: View, Content: View>: View {
    @Binding var isPresented: Bool
    let page: Page
    let content: Content
    /// The selected detent's index: `--start` (page).
    @State private var selected = 0

    var body: some View {
        GeometryReader { proxy in
            let bottom = proxy.safeAreaInsets.bottom
            // The whole window: the proxy's size plus the safe-area insets.
            let window = proxy.size.height + proxy.safeAreaInsets.top + bottom
            let detents: [PresentationDetent] = [
                .height(max(window - 40 - bottom, 0)),
            ]
            page.sheet(isPresented: $isPresented, onDismiss: { selected = 0 }) {
                content
                    .presentationDetents(Set(detents), selection: selection(detents))
                    .presentationDragIndicator(.visible)
                    .presentationCornerRadius(8)
            }
        }
    }

    /// The selection as a detent, kept as an index since the detents follow the window.
    private func selection(_ detents: [PresentationDetent]) -> Binding<PresentationDetent> {
        Binding(
            get: { detents[min(selected, detents.count - 1)] },
            set: { selected = detents.firstIndex(of: $0) ?? selected }
        )
    }
}

// Not expressed by SwiftUI's sheet (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   dimAlpha = 0.3
//   cardScale = 0.92
//   presentDuration = 0.5 s
//   dimDuration = 0.5 s
//   dimOutDuration = 0.5 s
//   snapDuration = 0.5 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.25

// Not read by --style card (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, detents, defaultHeight,
//   dismissHeight, topInset, fullscreenVelocity, fullscreenFraction, glassBlur, grabberWidth,
//   grabberHeight, panelHeight, halfFraction, peekHeight
