// ROUTES.getOrDefault(to, to) falls back to the raw parameter for unknown keys, so "redirect:https://attacker.example" is returned (open redirect).
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
        String dest = ROUTES.getOrDefault(to, to);
        return "redirect:" + dest;
    }
}
