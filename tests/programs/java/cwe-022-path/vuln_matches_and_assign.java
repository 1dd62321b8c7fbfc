// theme endpoint lower-casing plain names before reading the stylesheet
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import org.springframework.web.bind.annotation.*;

@RestController
class ThemeController {
    @GetMapping("/theme.css")
    public String theme(@RequestParam String name) throws IOException {
        String file = name;
        if (file.matches("[A-Za-z0-9]+") && !(file = file.toLowerCase()).isEmpty()) {
            System.out.println("plain theme " + file);
        }
        return Files.readString(Paths.get("/srv/themes", file + ".css"));
    }
}
