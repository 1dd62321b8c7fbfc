// An enumeration, a loop or a redirect: builder (written in review)
import org.springframework.web.util.UriComponentsBuilder;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;
@Controller
class Nav {
    @GetMapping("/go")
    public String go(@RequestParam String q) {
        return "redirect:" + UriComponentsBuilder.fromPath("/search").queryParam("q", q).toUriString();
    }
}
