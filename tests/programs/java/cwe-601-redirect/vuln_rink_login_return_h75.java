// A roller-skating rink login return redirect program of the h75 set (cwe-601-redirect).
package com.discoroll.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

@Controller
class SkaterLoginController {

    private static final Logger log = LoggerFactory.getLogger(SkaterLoginController.class);
    private static final String HOME = "/sessions";

    interface SkaterAccounts {
        long authenticate(String username, char[] password) throws LoginFailedException;
    }

    static final class LoginFailedException extends Exception {
        LoginFailedException(String message) {
            super(message);
        }
    }

    static final class RedirectTargetException extends Exception {
        RedirectTargetException(String message) {
            super(message);
        }
    }

    private final SkaterAccounts accounts;

    SkaterLoginController(SkaterAccounts accounts) {
        this.accounts = accounts;
    }

    static String localTarget(String candidate) throws RedirectTargetException {
        if (candidate == null || candidate.isBlank()) {
            throw new RedirectTargetException("no return target given");
        }
        if (!candidate.startsWith("/")) {
            throw new RedirectTargetException("return target must be a local path");
        }
        return candidate;
    }

    @PostMapping("/login")
    public String login(@RequestParam String username,
                        @RequestParam String password,
                        @RequestParam(value = "returnTo", required = false) String returnTo,
                        HttpServletRequest request,
                        RedirectAttributes redirectAttributes) {
        long skaterId;
        try {
            skaterId = accounts.authenticate(username, password.toCharArray());
        } catch (LoginFailedException e) {
            log.info("login refused: {}", e.getMessage());
            redirectAttributes.addFlashAttribute("error", "Username or password is wrong");
            return "redirect:/login";
        }

        HttpSession session = request.getSession(true);
        request.changeSessionId();
        session.setAttribute("skaterId", skaterId);

        String target;
        try {
            target = localTarget(returnTo);
        } catch (RedirectTargetException e) {
            log.debug("using home page instead of return target: {}", e.getMessage());
            target = HOME;
        }
        return "redirect:" + target;
    }
}
