// Spring Boot endpoint that shows a coupon banner naming the referring partner
package com.example.promo;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
public class CouponBannerController {

    @GetMapping(value = "/promo/banner", produces = MediaType.TEXT_HTML_VALUE)
    public String banner(@RequestParam String partner) {
        return "<div class='banner'>10% off for visitors from " + HtmlUtils.htmlEscape(partner) + "</div>";
    }
}
