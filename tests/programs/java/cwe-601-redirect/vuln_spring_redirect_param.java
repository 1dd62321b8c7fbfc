// The controller returns "redirect:" followed by the request parameter, so the parameter
// chooses where the browser goes.
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
class LoginController {
    @GetMapping("/login/done")
    public String done(@RequestParam String next) {
        return "redirect:" + next;
    }
}
