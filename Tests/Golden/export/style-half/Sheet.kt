// Exported by SheetLab 0.1.0: --style half
// Jetpack Compose Material 3 (1.2+). Points are taken as dp; shares are of the
// window's height. The sheet is as tall as its content: the top detent.
// SheetLab's sheet is not dragged closed (a tap on the scrim closes it); Material 3 has no drag-only switch, so it stays draggable.
import androidx.compose.foundation.layout.Box
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
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** The sheet as tuned in SheetLab (half, full, lowest first). */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun TunedSheet(onDismissRequest: () -> Unit, content: @Composable () -> Unit) {
    val window: Dp = LocalConfiguration.current.screenHeightDp.dp
    val sheetState = rememberModalBottomSheetState(skipPartiallyExpanded = false)
    ModalBottomSheet(
        onDismissRequest = onDismissRequest,
        sheetState = sheetState,
        sheetMaxWidth = Dp.Unspecified,  // SheetLab's sheet spans the window's width
        shape = RoundedCornerShape(topStart = 0.dp, topEnd = 0.dp),
        scrimColor = Color.Black.copy(alpha = 0.5f),
        dragHandle = { BottomSheetDefaults.DragHandle() },
    ) {
        Box(
            Modifier.fillMaxWidth().height(window - 0.dp)
        ) { content() }
    }
}

// Not expressed by Material 3's ModalBottomSheet (build by hand if needed):
//   window = 390x844 pt
//   device = none
//   style = half
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.3 s
//   snapDuration = 0.3 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   fps = 60

// Not read by --style half (other styles' constants):
//   look, preset, policy, animation, curve, springResponse, springDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, springRest, projectionTime, undimmedDetent,
//   defaultHeight, dismissHeight, topInset, cardScale, panelHeight, dismissProgress, cardTop,
//   peekHeight
