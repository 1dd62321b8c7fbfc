// Spring controller and service that render a tide table for a harbour station by running the tide prediction tool
package harbour.tides;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

class StationCodeException extends RuntimeException {
    StationCodeException(String msg) { super(msg); }
}

final class StationCodes {
    private static final Pattern CODE = Pattern.compile("[A-Z]{3}[0-9]{2}");

    private StationCodes() {}

    static String require(String raw) {
        if (raw == null || !CODE.matcher(raw).find()) {
            throw new StationCodeException("unknown station code");
        }
        return raw;
    }
}

@Service
class TidePredictionService {
    private static final String TOOL = "/opt/tides/bin/predict";

    String table(String station, int days) throws IOException, InterruptedException {
        String cmd = TOOL + " --station " + station + " --days " + days + " --format text";
        Process proc = new ProcessBuilder("/bin/sh", "-c", cmd).redirectErrorStream(true).start();
        try {
            if (!proc.waitFor(20, TimeUnit.SECONDS)) {
                throw new IOException("prediction timed out");
            }
            return new String(proc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } finally {
            proc.destroy();
        }
    }
}

@RestController
class TideController {
    private final TidePredictionService predictions;

    TideController(TidePredictionService predictions) {
        this.predictions = predictions;
    }

    @GetMapping("/tides/{station}")
    ResponseEntity<String> tides(@PathVariable String station) throws Exception {
        try {
            String code = StationCodes.require(station);
            return ResponseEntity.ok(predictions.table(code, 7));
        } catch (StationCodeException e) {
            return ResponseEntity.badRequest().body(e.getMessage());
        }
    }
}
