// Government forms service endpoint that checks applicant-entered fields against the form's field rules.
package formsvc

import (
	"encoding/json"
	"net/http"
	"regexp"
	"sort"

	"github.com/go-chi/chi/v5"
)

var fieldRules = map[string]*regexp.Regexp{
	"full_name": regexp.MustCompile(`^([A-Za-z]+[ '-]?)+$`),
	"email":     regexp.MustCompile(`^([a-zA-Z0-9_.+-])+@(([a-zA-Z0-9-])+\.)+[a-zA-Z]{2,}$`),
	"postcode":  regexp.MustCompile(`(?i)^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$`),
	"reference": regexp.MustCompile(`^GF-\d{4}-\d{6}$`),
}

type FieldResult struct {
	Field string `json:"field"`
	Valid bool   `json:"valid"`
}

func checkFields(fields map[string]string) []FieldResult {
	results := make([]FieldResult, 0, len(fields))
	for name, value := range fields {
		re, ok := fieldRules[name]
		if !ok {
			continue
		}
		results = append(results, FieldResult{Field: name, Valid: re.MatchString(value)})
	}
	sort.Slice(results, func(i, j int) bool { return results[i].Field < results[j].Field })
	return results
}

func ValidateFields(w http.ResponseWriter, r *http.Request) {
	var fields map[string]string
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10)).Decode(&fields); err != nil {
		http.Error(w, "invalid JSON body", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]interface{}{
		"form":    chi.URLParam(r, "formID"),
		"results": checkFields(fields),
	})
}

func Routes(r chi.Router) {
	r.Post("/forms/{formID}/validate", ValidateFields)
}
