// Patient portal sign-in controller that returns the user to the page they originally requested
package org.carepoint.portal.web;

import java.net.URI;

import jakarta.servlet.http.HttpSession;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
class PortalSignInController {

    private static final String HOME = "/appointments";

    private final PatientAuthenticator authenticator;

    PortalSignInController(PatientAuthenticator authenticator) {
        this.authenticator = authenticator;
    }

    @GetMapping("/signin")
    String form() {
        return "signin";
    }

    @PostMapping("/signin")
    String signIn(@RequestParam String email,
                  @RequestParam String password,
                  @RequestParam(name = "next", required = false) String next,
                  HttpSession session) {
        Long patientId = authenticator.authenticate(email, password);
        if (patientId == null) {
            return "redirect:/signin?error";
        }
        session.setAttribute("patientId", patientId);
        return "redirect:" + destination(next);
    }

    private static String destination(String next) {
        if (next == null || next.isBlank()) {
            return HOME;
        }
        return isLocalPath(next) ? next : HOME;
    }

    private static boolean isLocalPath(String candidate) {
        if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.indexOf('\\') >= 0) {
            return false;
        }
        try {
            URI uri = new URI(candidate);
            return uri.getScheme() == null && uri.getRawAuthority() == null;
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    interface PatientAuthenticator {
        Long authenticate(String email, String password);
    }
}
