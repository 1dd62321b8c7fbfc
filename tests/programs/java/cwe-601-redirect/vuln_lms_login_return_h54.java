// Learning management system login controller that returns students to their course page.
package edu.brightpath.lms.auth;

import jakarta.servlet.http.HttpSession;
import java.util.Optional;
import java.util.function.Predicate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class LmsLoginController {

    private static final Predicate<String> LOCAL_PATH = url -> url.startsWith("/");

    private final StudentAuthService auth;

    public LmsLoginController(StudentAuthService auth) {
        this.auth = auth;
    }

    @GetMapping("/login")
    public String form() {
        return "login";
    }

    @PostMapping("/login")
    public String login(@RequestParam String username,
                        @RequestParam String password,
                        @RequestParam(name = "returnTo", required = false) String returnTo,
                        HttpSession session) {
        return auth.authenticate(username, password)
            .map(student -> {
                session.setAttribute("studentId", student.id());
                String target = Optional.ofNullable(returnTo).filter(LOCAL_PATH).orElse("/dashboard");
                return "redirect:" + target;
            })
            .orElse("redirect:/login?error");
    }
}
