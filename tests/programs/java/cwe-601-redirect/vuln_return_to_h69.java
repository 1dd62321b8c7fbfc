// A return to program of the h69 set (cwe-601-redirect).
package com.escargotvale.buyers;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Component
class BuyerLoginInterceptor implements HandlerInterceptor {
    static final String BUYER = "buyers.account";
    static final String RETURN_TO = "buyers.returnTo";

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
            throws IOException {
        HttpSession session = request.getSession();
        if (session.getAttribute(BUYER) != null) {
            return true;
        }
        String next = request.getParameter("next");
        if (next == null) {
            String query = request.getQueryString();
            next = request.getRequestURI() + (query == null ? "" : "?" + query);
        }
        session.setAttribute(RETURN_TO, next);
        response.sendRedirect(request.getContextPath() + "/signin.html");
        return false;
    }
}

@Configuration
class BuyerWebConfig implements WebMvcConfigurer {
    private final BuyerLoginInterceptor interceptor;

    BuyerWebConfig(BuyerLoginInterceptor interceptor) {
        this.interceptor = interceptor;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(interceptor)
                .addPathPatterns("/orders/**", "/invoices/**", "/standing-orders/**");
    }
}

interface BuyerAccounts {
    String authenticate(String email, String password);
}

@Controller
class SignInController {
    private final BuyerAccounts accounts;

    SignInController(BuyerAccounts accounts) {
        this.accounts = accounts;
    }

    @PostMapping("/signin")
    String signIn(@RequestParam String email, @RequestParam String password, HttpServletRequest request) {
        String account = accounts.authenticate(email, password);
        if (account == null) {
            return "redirect:/signin.html?failed";
        }
        request.changeSessionId();
        HttpSession session = request.getSession();
        session.setAttribute(BuyerLoginInterceptor.BUYER, account);
        String target = (String) session.getAttribute(BuyerLoginInterceptor.RETURN_TO);
        session.removeAttribute(BuyerLoginInterceptor.RETURN_TO);
        return "redirect:" + landingPage(target);
    }

    private static String landingPage(String target) {
        if (target != null && target.startsWith("/")) {
            return target;
        }
        return "/orders";
    }
}
