// A wheel batches program of the h67 set (cwe-089-sql).
// cheese affineurs: look up ageing wheels in the caves by cheese name and minimum age
package fr.caves.affinage;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import java.time.LocalDate;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.validation.annotation.Validated;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class AffinageApplication {
    public static void main(String[] args) {
        SpringApplication.run(AffinageApplication.class, args);
    }
}

record WheelLookup(
        @NotBlank
        @Pattern(regexp = "[A-Za-z0-9 '\\-]{2,40}", message = "cheese names use letters, digits, spaces, hyphens and apostrophes")
        String cheeseName,
        @Min(0) @Max(120) int minMonths) {
}

record Wheel(long id, String cheeseName, String cave, int shelf, LocalDate enteredOn, int ageMonths) {
}

@Mapper
interface WheelMapper {

    @Select("SELECT id, cheese_name, cave, shelf, entered_on, age_months FROM wheel "
            + "WHERE cheese_name = #{cheeseName} AND age_months >= #{minMonths} "
            + "ORDER BY entered_on")
    List<Wheel> findWheels(@Param("cheeseName") String cheeseName, @Param("minMonths") int minMonths);
}

@Service
class CaveInventoryService {

    private final WheelMapper mapper;

    CaveInventoryService(WheelMapper mapper) {
        this.mapper = mapper;
    }

    List<Wheel> wheelsReadyFor(WheelLookup lookup) {
        return mapper.findWheels(lookup.cheeseName().strip(), lookup.minMonths());
    }
}

@RestController
@RequestMapping("/caves/wheels")
@Validated
class WheelController {

    private final CaveInventoryService inventory;

    WheelController(CaveInventoryService inventory) {
        this.inventory = inventory;
    }

    @PostMapping("/lookup")
    ResponseEntity<List<Wheel>> lookup(@Valid @RequestBody WheelLookup lookup) {
        List<Wheel> wheels = inventory.wheelsReadyFor(lookup);
        if (wheels.isEmpty()) {
            return ResponseEntity.noContent().build();
        }
        return ResponseEntity.ok(wheels);
    }
}
