// Spring MVC endpoint that renders an embeddable HTML player card for an online game's community site
package gg.arena.profiles;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.util.HtmlUtils;

record PlayerCard(String nickname, String guild, int rating) {}

@Service
class PlayerCardService {
    private final ConcurrentHashMap<String, Integer> ratingCache = new ConcurrentHashMap<>();

    Optional<PlayerCard> build(String nickname, String guild) {
        if (nickname == null || nickname.length() > 64) {
            return Optional.empty();
        }
        int rating = ratingCache.computeIfAbsent(nickname, n -> 1200 + Math.abs(n.hashCode() % 800));
        return Optional.of(new PlayerCard(nickname, guild == null ? "" : guild, rating));
    }
}

class CardRenderer {
    String render(PlayerCard card) {
        String guild = HtmlUtils.htmlEscape(card.guild());
        String nick = card.nickname();
        return new StringBuilder()
                .append("<div class=\"card\">")
                .append("<h2>").append(nick).append("</h2>")
                .append("<p class=\"guild\">").append(guild).append("</p>")
                .append("<p class=\"elo\">").append(card.rating()).append("</p>")
                .append("</div>")
                .toString();
    }
}

@Controller
class PlayerCardController {
    private final PlayerCardService service;
    private final CardRenderer renderer = new CardRenderer();

    PlayerCardController(PlayerCardService service) {
        this.service = service;
    }

    @GetMapping(value = "/embed/card", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    String card(@RequestParam String nick, @RequestParam(required = false) String guild) {
        return service.build(nick, guild).map(renderer::render).orElse("<div class=\"card\">unknown</div>");
    }
}
