// Exported by SheetLab 0.1.0: --style sheet --preset material
// SwiftUI, iOS 16.4+. Shares are of the window's height and heights run from its
// bottom edge, as in SheetLab; a custom height is within the safe area, so the
// bottom inset comes off (as in --export swift).
// Released, SwiftUI lands otherwise than SheetLab on 1 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture  SheetLab  SwiftUI
//   tap      a         max
import SwiftUI

/// The sheet as tuned in SheetLab (a, fit, max, lowest first), presenting `content` over `page`.
struct SheetView<Page: View, Content: View>: View {
    @Binding var isPresented: Bool
    let page: Page
    let content: Content
    /// The selected detent's index: `--start` (page).
    @State private var selected = 0
    /// The content's height as laid out: the fit detent's.
    @State private var contentHeight: CGFloat = 0

    var body: some View {
        GeometryReader { proxy in
            let bottom = proxy.safeAreaInsets.bottom
            // The whole window: the proxy's size plus the safe-area insets.
            let window = proxy.size.height + proxy.safeAreaInsets.top + bottom
            let detents: [PresentationDetent] = [
                .height(max(150 - bottom, 0)),
                .height(contentHeight),
                .height(max(window - 64 - bottom, 0)),
            ]
            page
                .background {
                    // The content measured before the sheet is up: a fit detent opens at its
                    // height (measured only inside the sheet, it would open at 0, then jump).
                    content.fixedSize(horizontal: false, vertical: true).hidden()
                        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: {
                            contentHeight = $0
                        }
                }
                .sheet(isPresented: $isPresented, onDismiss: { selected = 0 }) {
                    content
                        .fixedSize(horizontal: false, vertical: true)
                        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { contentHeight = $0 }
                        .presentationDetents(Set(detents), selection: selection(detents))
                        .presentationDragIndicator(.visible)
                        .presentationCornerRadius(28)
                        .presentationBackgroundInteraction(.enabled(upThrough: detents[2]))
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
//   policy = material
//   animation = curve
//   curve = 0.22,1,0.36,1
//   springResponse = 0.4 s
//   springDamping = 0.9
//   flickDamping = 0
//   deceleration = 0.998
//   overdrag = clamp
//   rubberConstant = 0.55
//   overdragFactor = 2.5
//   releaseVelocity = carry
//   grabberTap = off
//   dismissCue = on
//   springRest = 0.5 pt
//   projectionTime = 0.1 s
//   dismissHeight = 100 pt
//   fullscreenVelocity = 500 pt/s
//   fullscreenFraction = 0.25
//   dimAlpha = 0
//   grabberWidth = 60 pt
//   grabberHeight = 6 pt
//   cardScale = 1
//   presentDuration = 0.256 s
//   dimDuration = 0.4 s
//   snapDuration = 0.256 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
