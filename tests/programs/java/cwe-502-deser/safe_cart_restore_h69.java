// A cart restore program of the h69 set (cwe-502-deser).
package com.fizzhollow.shop;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.bind.annotation.SessionAttribute;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

class SavedCart implements Serializable {
    private static final long serialVersionUID = 3L;
    final ArrayList<String> flavours = new ArrayList<>();
    int growlers;
}

@Component
class LegacyCartInterceptor implements HandlerInterceptor {
    static final String CART_ATTR = "shop.cart";
    private static final ObjectInputFilter CART_FILTER = ObjectInputFilter.Config.createFilter(
            "com.fizzhollow.shop.SavedCart;java.util.ArrayList;java.lang.String;java.lang.Object;"
                    + "maxdepth=4;maxrefs=200;maxarray=100;maxbytes=8192;!*");

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        HttpSession session = request.getSession();
        if (session.getAttribute(CART_ATTR) != null || request.getCookies() == null) {
            return true;
        }
        for (Cookie c : request.getCookies()) {
            if ("fh_cart".equals(c.getName())) {
                session.setAttribute(CART_ATTR, restore(c.getValue()));
                Cookie expired = new Cookie("fh_cart", "");
                expired.setMaxAge(0);
                expired.setPath("/");
                response.addCookie(expired);
            }
        }
        return true;
    }

    private SavedCart restore(String value) {
        byte[] bytes = Base64.getUrlDecoder().decode(value);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            in.setObjectInputFilter(CART_FILTER);
            Object o = in.readObject();
            return o instanceof SavedCart cart ? cart : new SavedCart();
        } catch (IOException | ClassNotFoundException | IllegalArgumentException e) {
            return new SavedCart();
        }
    }
}

@Configuration
class ShopWebConfig implements WebMvcConfigurer {
    private final LegacyCartInterceptor interceptor;

    ShopWebConfig(LegacyCartInterceptor interceptor) {
        this.interceptor = interceptor;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(interceptor).addPathPatterns("/cart/**", "/shop/**");
    }
}

record CartSummary(List<String> flavours, int growlers, int totalCents) {}

@RestController
class CartController {
    private static final int GROWLER_REFILL_CENTS = 1450;

    @GetMapping("/cart")
    CartSummary cart(@SessionAttribute(name = LegacyCartInterceptor.CART_ATTR, required = false) SavedCart cart) {
        if (cart == null) {
            return new CartSummary(List.of(), 0, 0);
        }
        return new CartSummary(List.copyOf(cart.flavours), cart.growlers, cart.growlers * GROWLER_REFILL_CENTS);
    }
}
