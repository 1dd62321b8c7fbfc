// Spring Data repository and controller that list stores located in a given city
package com.example.stores;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

interface StoreRepository extends JpaRepository<Store, Long> {
    @Query("SELECT s FROM Store s WHERE s.city = :city AND s.open = true ORDER BY s.name")
    List<Store> findOpenInCity(@Param("city") String city);
}

@RestController
public class StoreController {

    private final StoreRepository stores;

    public StoreController(StoreRepository stores) {
        this.stores = stores;
    }

    @GetMapping("/stores")
    public List<Store> inCity(@RequestParam String city) {
        return stores.findOpenInCity(city);
    }
}
