// Travel agency login controller that sends customers back to the itinerary page they came from
package com.wanderly.auth;

import jakarta.servlet.http.HttpSession;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

final class ReturnUrlPolicy {
    private static final String DEFAULT_TARGET = "/my-trips";

    private ReturnUrlPolicy() {}

    static String resolve(String requested) {
        if (requested == null || requested.isBlank()) {
            return DEFAULT_TARGET;
        }
        if (requested.startsWith("/")) {
            return requested;
        }
        if (requested.startsWith("https://www.wanderly.example/")) {
            return requested;
        }
        return DEFAULT_TARGET;
    }
}

record LoginResult(boolean success, String customerId) {}

interface CredentialStore {
    String verify(String email, char[] password);
}

@Service
class CustomerAuthService {
    private final CredentialStore store;

    CustomerAuthService(CredentialStore store) {
        this.store = store;
    }

    LoginResult authenticate(String email, String password) {
        String customerId = store.verify(email.trim().toLowerCase(), password.toCharArray());
        return new LoginResult(customerId != null, customerId);
    }
}

@Controller
class LoginController {
    private final CustomerAuthService auth;

    LoginController(CustomerAuthService auth) {
        this.auth = auth;
    }

    @PostMapping("/login")
    String login(@RequestParam String email, @RequestParam String password,
                 @RequestParam(name = "returnTo", required = false) String returnTo, HttpSession session) {
        LoginResult result = auth.authenticate(email, password);
        if (!result.success()) {
            return "redirect:/login?error";
        }
        session.setAttribute("customerId", result.customerId());
        return "redirect:" + ReturnUrlPolicy.resolve(returnTo);
    }
}
