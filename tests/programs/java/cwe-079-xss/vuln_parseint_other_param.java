// Spring controller showing an item row for a given page
package com.example.items;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

@Controller
public class ItemRowController {
    @GetMapping("/items/row")
    @ResponseBody
    public String row(@RequestParam String page, @RequestParam String label) {
        int p = Integer.parseInt(page);
        return "<tr><td>" + p + "</td><td>" + label + "</td></tr>";
    }
}
