// Exported by SheetLab 0.1.0: --style fixed
// Jetpack Compose Material 3 (1.4+), Android 11+. Points are taken as dp; shares are
// of the window's height. The sheet is as tall as its handle and content: the top
// detent.
// Released, Compose lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.BottomSheetDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ModalBottomSheet
import androidx.compose.material3.SheetValue
import androidx.compose.material3.rememberModalBottomSheetState
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** The sheet as tuned in SheetLab (panel, lowest first). */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun TunedSheet(onDismissRequest: () -> Unit, content: @Composable () -> Unit) {
    val sheetState = rememberModalBottomSheetState(skipPartiallyExpanded = true, confirmValueChange = { it != SheetValue.Hidden })
    ModalBottomSheet(
        onDismissRequest = onDismissRequest,
        sheetState = sheetState,
        sheetMaxWidth = Dp.Unspecified,  // SheetLab's sheet spans the window's width
        sheetGesturesEnabled = false,  // SheetLab's panel is not dragged
        shape = RoundedCornerShape(topStart = 0.dp, topEnd = 0.dp),
        scrimColor = Color.Black.copy(alpha = 0.5f),
        dragHandle = null,
        // No insets: SheetLab's heights run from the window's bottom edge (pad your content with
        // Modifier.navigationBarsPadding() if it has controls at the bottom).
        contentWindowInsets = { WindowInsets(0, 0, 0, 0) },
    ) {
        Box(
            Modifier.fillMaxWidth().height(600.dp)
        ) { content() }
    }
}

// Not expressed by Material 3's ModalBottomSheet (build by hand if needed):
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
