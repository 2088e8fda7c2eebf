// Exported by SheetLab 0.1.0: --style sheet --preset seed
// SwiftUI, iOS 16.4+. Shares are of the window's height and heights run from its
// bottom edge, as in SheetLab; a custom height is within the safe area, so the
// bottom inset comes off (as in --export swift).
// SheetLab starts with the sheet open at half: present it as the page appears.
// Released, SwiftUI lands otherwise than SheetLab on 5 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture              SheetLab  SwiftUI
//   slow-up-a-little     half      peek
//   slow-up-past-half    full      half
//   short-fast-flick-up  full      peek
//   long-fast-flick-up   full      half
//   tap                  peek      full
import SwiftUI

/// The sheet as tuned in SheetLab (peek, half, full, lowest first), presenting `content` over `page`.
struct SheetView<Page: View, Content: View>: View {
    @Binding var isPresented: Bool
    let page: Page
    let content: Content
    /// The selected detent's index: `--start` (half).
    @State private var selected = 1

    var body: some View {
        GeometryReader { proxy in
            let bottom = proxy.safeAreaInsets.bottom
            // The whole window: the proxy's size plus the safe-area insets.
            let window = proxy.size.height + proxy.safeAreaInsets.top + bottom
            let detents: [PresentationDetent] = [
                .height(max(120 - bottom, 0)),
                .height(max(window * 0.5 - bottom, 0)),
                .height(max(window - 64 - bottom, 0)),
            ]
            page.sheet(isPresented: $isPresented, onDismiss: { selected = 1 }) {
                content
                    .presentationDetents(Set(detents), selection: selection(detents))
                    .presentationDragIndicator(.visible)
                    .presentationCornerRadius(24)
                    .presentationBackgroundInteraction(.enabled(upThrough: detents[1]))
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
//   dismissCue = on
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   dismissHeight = 60 pt
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   dimAlpha = 0.4
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
