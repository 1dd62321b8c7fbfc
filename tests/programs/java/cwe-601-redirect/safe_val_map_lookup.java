// ROUTES.get() returns null for unknown keys and the handler then sends the user home, so "redirect:" only ever gets one of the map's fixed paths.
import java.util.Map;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class NavController {
    private static final Map<String, String> ROUTES = Map.of(
            "home", "/",
            "billing", "/account/billing",
            "help", "/support");

    @GetMapping("/go")
    public String go(@RequestParam String to) {
        String dest = ROUTES.get(to);
        if (dest == null) {
            return "redirect:/";
        }
        return "redirect:" + dest;
    }
}
