// An enumeration, a loop or a redirect: java loop (written in review)
import java.util.List;
import org.springframework.web.bind.annotation.*;
@RestController
class ArchiveController {
    @PostMapping("/a")
    public String a(@RequestBody List<String> files) throws Exception {
        for (String f : files) {
            if (!f.matches("\\w+")) {
                throw new IllegalArgumentException("bad");
            }
        }
        Runtime.getRuntime().exec("tar czf a.tgz " + String.join(" ", files));
        return "ok";
    }
}
