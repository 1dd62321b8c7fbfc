// Spring MVC controller that completes sign-in and sends the user back to the page they came from
package com.acme.portal.auth;

import jakarta.servlet.http.HttpSession;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
class SignInController {

    private static final String DEFAULT_TARGET = "/dashboard";

    public interface Authenticator {
        boolean check(String username, String password);
    }

    private final Authenticator authenticator;

    SignInController(Authenticator authenticator) {
        this.authenticator = authenticator;
    }

    private static String landingPage(String returnTo) {
        if (returnTo == null || returnTo.isBlank()) {
            return DEFAULT_TARGET;
        }
        if (returnTo.startsWith("/") || returnTo.contains("acme.example")) {
            return returnTo;
        }
        return DEFAULT_TARGET;
    }

    @PostMapping("/signin")
    public String signIn(@RequestParam String username,
                         @RequestParam String password,
                         @RequestParam(name = "returnTo", required = false) String returnTo,
                         HttpSession session) {
        if (!authenticator.check(username, password)) {
            return "redirect:/signin?error";
        }
        session.setAttribute("user", username);
        return "redirect:" + landingPage(returnTo);
    }
}
