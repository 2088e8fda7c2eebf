// Exported by SheetLab 0.1.0: --style sheet --preset seed
// Jetpack Compose Material 3 (1.4+), Android 11+. Points are taken as dp; shares are
// of the window's height. The sheet is as tall as its handle and content: the top
// detent.
// Material 3 rests only partially expanded (half the window) or expanded (the top detent):
// small is not expressed; it opens expanded instead.
// Released, Compose lands otherwise than SheetLab on 5 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                       SheetLab  Compose
//   slow-up-past-half             small     fit
//   fast-flick-down-from-top      small     dismiss
//   down-then-hesitate            small     dismiss
//   tap                           small     fit
//   quick-flick-down-from-lowest  small     dismiss
// (Compose rests at fit alone: each gesture begins there (SheetLab's at small or fit; small not expressed).)
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.BottomSheetDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ModalBottomSheet
import androidx.compose.material3.rememberModalBottomSheetState
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** The sheet as tuned in SheetLab (small, fit, lowest first). */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun TunedSheet(onDismissRequest: () -> Unit, content: @Composable () -> Unit) {
    val sheetState = rememberModalBottomSheetState(skipPartiallyExpanded = true)
    ModalBottomSheet(
        onDismissRequest = onDismissRequest,
        sheetState = sheetState,
        sheetMaxWidth = Dp.Unspecified,  // SheetLab's sheet spans the window's width
        shape = RoundedCornerShape(topStart = 16.dp, topEnd = 16.dp),
        scrimColor = Color.Black.copy(alpha = 0.6f),
        dragHandle = null,
        // No insets: SheetLab's heights run from the window's bottom edge (pad your content with
        // Modifier.navigationBarsPadding() if it has controls at the bottom).
        contentWindowInsets = { WindowInsets(0, 0, 0, 0) },
    ) {
        Box(
            Modifier.fillMaxWidth().height(Dp.Unspecified)
        ) { content() }
    }
}

// Not expressed by Material 3's ModalBottomSheet (build by hand if needed):
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
//   start = page
//   detents = small=120,fit
//   dismissHeight = 40 pt
//   topInset = 64 pt
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
