// Spring MVC login controller that sends the user back to the page they came from after sign-in.
package com.acme.portal.login;

import java.net.URI;
import java.net.URISyntaxException;

import jakarta.servlet.http.HttpSession;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class LoginController {

    private final Authenticator authenticator;

    public LoginController(Authenticator authenticator) {
        this.authenticator = authenticator;
    }

    @GetMapping("/login")
    public String form() {
        return "login";
    }

    @PostMapping("/login")
    public String submit(@RequestParam String username,
                         @RequestParam String password,
                         @RequestParam(name = "next", defaultValue = "/dashboard") String next,
                         HttpSession session) {
        if (!authenticator.check(username, password)) {
            return "redirect:/login?error";
        }
        session.setAttribute("user", username);
        return "redirect:" + afterLogin(next);
    }

    static String afterLogin(String next) {
        if (next == null || next.isBlank() || !next.startsWith("/")
                || next.startsWith("//") || next.indexOf('\\') >= 0) {
            return "/dashboard";
        }
        try {
            URI uri = new URI(next);
            if (uri.getScheme() != null || uri.getRawAuthority() != null) {
                return "/dashboard";
            }
            return uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
        } catch (URISyntaxException e) {
            return "/dashboard";
        }
    }

    public interface Authenticator {
        boolean check(String username, String password);
    }
}
