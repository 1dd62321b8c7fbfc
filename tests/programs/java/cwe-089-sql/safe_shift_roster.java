// Hospital scheduling API listing nurse shifts for a ward with a selectable ordering
package org.carepoint.roster;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.*;

record Shift(long id, String staffName, String role, String startsAt, String endsAt) {}

@Mapper
interface ShiftMapper {
    @Select("SELECT id, staff_name, role, starts_at, ends_at FROM shift "
            + "WHERE ward_code = #{ward} AND shift_date = #{day} ORDER BY ${orderBy}")
    List<Shift> findByWard(@Param("ward") String ward, @Param("day") LocalDate day,
                           @Param("orderBy") String orderBy);
}

@Service
class RosterService {
    private static final Logger log = LoggerFactory.getLogger(RosterService.class);
    private static final Map<String, String> SORTABLE = Map.of(
            "start", "starts_at", "name", "staff_name", "role", "role, starts_at");

    private final ShiftMapper mapper;

    RosterService(ShiftMapper mapper) { this.mapper = mapper; }

    List<Shift> roster(String ward, LocalDate day, String sort) {
        String orderBy = SORTABLE.get(sort);
        if (orderBy == null) {
            log.warn("unexpected roster sort '{}' requested for ward {}", sort, ward);
            orderBy = "starts_at";
        }
        return mapper.findByWard(ward, day, orderBy);
    }
}

@RestController
@RequestMapping("/wards/{ward}/roster")
class RosterController {
    private final RosterService service;

    RosterController(RosterService service) { this.service = service; }

    @GetMapping
    List<Shift> list(@PathVariable String ward,
                     @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate day,
                     @RequestParam(defaultValue = "start") String sort) {
        return service.roster(ward, day, sort);
    }
}
