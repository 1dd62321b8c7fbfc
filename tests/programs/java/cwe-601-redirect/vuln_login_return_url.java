// Spring MVC controller that completes sign-in and sends the user back to the page they came from
package com.acme.portal.login;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class SignInController {

    private final CredentialChecker checker;

    public SignInController(CredentialChecker checker) {
        this.checker = checker;
    }

    static boolean isLocalPath(String target) {
        return target != null && target.startsWith("/");
    }

    @PostMapping("/signin")
    public String signIn(@RequestParam String username,
                         @RequestParam String password,
                         @RequestParam(name = "next", required = false) String next,
                         HttpServletRequest request) {
        if (!checker.verify(username, password)) {
            return "redirect:/signin?error";
        }
        request.getSession(true);
        request.changeSessionId();
        request.getSession().setAttribute("user", username);
        String destination = isLocalPath(next) ? next : "/home";
        return "redirect:" + destination;
    }

    public interface CredentialChecker {
        boolean verify(String username, String password);
    }
}
