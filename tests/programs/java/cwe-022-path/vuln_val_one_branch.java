// The file-name pattern is enforced only when preview is false; with preview=true the raw name (e.g. "../../etc/passwd") is resolved and read.
import java.io.IOException;
import java.nio.file.*;
import java.util.regex.Pattern;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.server.ResponseStatusException;

@RestController
public class ReportController {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]+\\.csv");
    private static final Path DIR = Paths.get("/srv/reports");

    @GetMapping(value = "/reports", produces = "text/plain")
    public String read(@RequestParam String file,
                       @RequestParam(defaultValue = "false") boolean preview) throws IOException {
        if (!preview) {
            if (!NAME.matcher(file).matches()) {
                throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "bad file name");
            }
        }
        String body = Files.readString(DIR.resolve(file));
        return preview ? body.substring(0, Math.min(body.length(), 2000)) : body;
    }
}
