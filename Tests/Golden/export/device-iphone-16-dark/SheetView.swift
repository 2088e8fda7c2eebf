// Exported by SheetLab 0.1.0: --style sheet --preset seed
// SwiftUI, iOS 16.4+. Shares are of the window's height and heights run from its
// bottom edge, as in SheetLab; a custom height is within the safe area, so the
// bottom inset comes off (as in --export swift).
// Released, SwiftUI lands otherwise than SheetLab on 3 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture              SheetLab  SwiftUI
//   slow-up-a-little     max       default
//   short-fast-flick-up  max       default
//   tap                  default   max
import SwiftUI

/// The sheet as tuned in SheetLab (default, max, lowest first), presenting `content` over `page`.
struct SheetView<Page: View, Content: View>: View {
    @Binding var isPresented: Bool
    let page: Page
    let content: Content
    /// The selected detent's index: `--start` (page).
    @State private var selected = 0

    var body: some View {
        GeometryReader { proxy in
            let detents: [PresentationDetent] = [
                .medium,
                .large,
            ]
            page.sheet(isPresented: $isPresented, onDismiss: { selected = 0 }) {
                content
                    .presentationDetents(Set(detents), selection: selection(detents))
                    .presentationDragIndicator(.visible)
                    .presentationBackgroundInteraction(.disabled)
                    .preferredColorScheme(.dark)
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
//   dismissHeight = 200 pt
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   dimAlpha = 0.48
//   grabberWidth = 36 pt
//   grabberHeight = 5 pt
//   cardScale = 0.9165
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   snapDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
