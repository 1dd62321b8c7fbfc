// Login success handler that issues a long-lived remember-me cookie for the storefront.
package com.acme.store.auth;

import java.io.IOException;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.core.Authentication;
import org.springframework.security.web.authentication.AuthenticationSuccessHandler;
import org.springframework.stereotype.Component;

@Component
public class RememberMeIssuer implements AuthenticationSuccessHandler {

    private static final String COOKIE_NAME = "STORE_REMEMBER";
    private static final int THIRTY_DAYS = 30 * 24 * 3600;

    private final RememberMeTokenStore store;

    public RememberMeIssuer(RememberMeTokenStore store) {
        this.store = store;
    }

    @Override
    public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response,
                                        Authentication authentication) throws IOException {
        if ("on".equals(request.getParameter("remember"))) {
            String series = store.issue(authentication.getName());
            response.addCookie(buildCookie(series, request.getContextPath()));
        }
        response.sendRedirect(request.getContextPath() + "/account");
    }

    private static Cookie buildCookie(String value, String contextPath) {
        Cookie cookie = new Cookie(COOKIE_NAME, value);
        cookie.setPath(contextPath.isEmpty() ? "/" : contextPath);
        cookie.setMaxAge(THIRTY_DAYS);
        cookie.setHttpOnly(true);
        cookie.setSecure(true);
        cookie.setAttribute("SameSite", "Lax");
        return cookie;
    }
}
