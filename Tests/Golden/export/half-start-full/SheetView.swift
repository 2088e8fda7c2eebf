// Exported by SheetLab 0.1.0: --style half
// SwiftUI, iOS 16.4+. Shares are of the window's height and heights run from its
// bottom edge, as in SheetLab; a custom height is within the safe area, so the
// bottom inset comes off (as in --export swift).
// The system sheet stops 10 pt below the top safe area (834 pt up in the tuned window): full rests there; not expressible.
// SheetLab starts with the sheet open at full: present it as the page appears.
// SheetLab's sheet is not dragged closed; the system sheet then ignores a tap
// outside too (SheetLab closes on one): not expressible.
// Released, SwiftUI lands otherwise than SheetLab on 1 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture              SheetLab  SwiftUI
//   short-fast-flick-up  full      half
import SwiftUI

/// The sheet as tuned in SheetLab (half, full, lowest first), presenting `content` over `page`.
struct SheetView<Page: View, Content: View>: View {
    @Binding var isPresented: Bool
    let page: Page
    let content: Content
    /// The selected detent's index: `--start` (full).
    @State private var selected = 1

    var body: some View {
        GeometryReader { proxy in
            let bottom = proxy.safeAreaInsets.bottom
            // The whole window: the proxy's size plus the safe-area insets.
            let window = proxy.size.height + proxy.safeAreaInsets.top + bottom
            let detents: [PresentationDetent] = [
                .height(max(window * 0.5 - bottom, 0)),
                .height(max(window - bottom, 0)),
            ]
            page.sheet(isPresented: $isPresented, onDismiss: { selected = 1 }) {
                content
                    .presentationDetents(Set(detents), selection: selection(detents))
                    .presentationDragIndicator(.visible)
                    .presentationCornerRadius(0)
                    .interactiveDismissDisabled()
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
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   dimAlpha = 0.5
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
