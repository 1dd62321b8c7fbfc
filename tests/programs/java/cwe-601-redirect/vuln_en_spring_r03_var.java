// A Spring redirect view built from the request parameter: var (written in review)
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;
@Controller
class Nav {
    @GetMapping("/go")
    public String go(@RequestParam String next) {
        String view = "redirect:" + next;
        return view;
    }
}
