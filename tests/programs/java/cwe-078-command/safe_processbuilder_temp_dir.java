// the format is allow-listed and the paths are a temporary folder the server made, as separate arguments
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class Converter {
    private static final Set<String> FORMATS = Set.of("pdf", "docx", "odt");

    @PostMapping("/api/convert")
    public int convert(@RequestParam String to) throws Exception {
        if (!FORMATS.contains(to)) {
            return 400;
        }
        Path work = Files.createTempDirectory("conv");
        Path input = work.resolve("input");
        Process p = new ProcessBuilder("soffice", "--headless", "--convert-to", to, "--outdir", work.toString(), input.toString()).start();
        return p.waitFor();
    }
}
