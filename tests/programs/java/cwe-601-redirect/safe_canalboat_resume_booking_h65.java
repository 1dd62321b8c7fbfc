// A canalboat resume booking program of the h65 set (cwe-601-redirect).
package com.canalhire.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * After the hirer signs in (often from a link in the booking confirmation e-mail),
 * send them back to the boat or booking page they started from.
 */
public class ResumeBookingInterceptor implements HandlerInterceptor {

    static final String HIRER_ATTRIBUTE = "canalhire.hirerId";
    private static final String DEFAULT_LANDING = "/my-bookings";

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
            throws Exception {
        HttpSession session = request.getSession(false);
        if (session == null || session.getAttribute(HIRER_ATTRIBUTE) == null) {
            return true; // not signed in yet, let the login page render
        }
        String returnTo = request.getParameter("returnTo");
        if (returnTo == null || returnTo.isBlank()) {
            response.sendRedirect(DEFAULT_LANDING);
            return false;
        }
        if (!isLocalPath(returnTo)) {
            response.sendRedirect(DEFAULT_LANDING);
            return false;
        }
        response.sendRedirect(returnTo);
        return false;
    }

    private static boolean isLocalPath(String target) {
        if (!target.startsWith("/") || target.startsWith("//") || target.contains("\\")) {
            return false;
        }
        try {
            URI uri = new URI(target);
            return uri.getScheme() == null && uri.getRawAuthority() == null;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}

@Configuration
class ResumeBookingConfig implements WebMvcConfigurer {

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(new ResumeBookingInterceptor())
                .addPathPatterns("/login", "/login/complete");
    }
}
