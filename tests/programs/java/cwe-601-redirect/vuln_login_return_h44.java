// Spring MVC controller handling sign-in form submission and returning users to their previous page
package com.acme.portal.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
class SignInController {

    private static final String DEFAULT_TARGET = "/dashboard";

    private final AccountAuthenticator authenticator;

    SignInController(AccountAuthenticator authenticator) {
        this.authenticator = authenticator;
    }

    @PostMapping("/signin")
    String signIn(@RequestParam String username,
                  @RequestParam String password,
                  @RequestParam(name = "returnTo", required = false) String returnTo,
                  HttpServletRequest request) {
        if (!authenticator.verify(username, password)) {
            return "redirect:/signin?error";
        }
        request.changeSessionId();
        HttpSession session = request.getSession();
        session.setAttribute("user", username);
        return "redirect:" + landingPage(returnTo);
    }

    private static String landingPage(String returnTo) {
        if (returnTo == null || returnTo.isBlank()) {
            return DEFAULT_TARGET;
        }
        if (!returnTo.startsWith("/")) {
            return DEFAULT_TARGET;
        }
        return returnTo;
    }
}
