// Spring MVC login controller that sends the user back to the page they came from after sign-in.
package com.acme.portal.auth;

import java.net.URI;
import java.net.URISyntaxException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class LoginController {

    public interface Authenticator {
        String authenticate(String username, String password);
    }

    private static final String DEFAULT_TARGET = "/dashboard";

    private final Authenticator authenticator;

    public LoginController(Authenticator authenticator) {
        this.authenticator = authenticator;
    }

    static String afterLoginTarget(String returnTo) {
        if (returnTo == null || returnTo.isBlank()) {
            return DEFAULT_TARGET;
        }
        if (!returnTo.startsWith("/") || returnTo.startsWith("//") || returnTo.contains("\\")) {
            return DEFAULT_TARGET;
        }
        try {
            URI uri = new URI(returnTo);
            if (uri.getScheme() != null || uri.getRawAuthority() != null) {
                return DEFAULT_TARGET;
            }
        } catch (URISyntaxException e) {
            return DEFAULT_TARGET;
        }
        return returnTo;
    }

    @PostMapping("/login")
    public String login(@RequestParam String username,
                        @RequestParam String password,
                        @RequestParam(name = "returnTo", required = false) String returnTo,
                        HttpServletRequest request) {
        String userId = authenticator.authenticate(username, password);
        if (userId == null) {
            return "redirect:/login?error";
        }
        request.changeSessionId();
        HttpSession session = request.getSession();
        session.setAttribute("userId", userId);
        return "redirect:" + afterLoginTarget(returnTo);
    }
}
