// Government forms service endpoint that checks applicant-entered fields against the form's field rules.
package formsvc

import (
	"encoding/json"
	"net/http"
	"sort"

	"github.com/dlclark/regexp2"
	"github.com/go-chi/chi/v5"
)

var fieldRules = map[string]*regexp2.Regexp{
	"full_name": regexp2.MustCompile(`^([A-Za-z]+[ '-]?)+$`, regexp2.None),
	"email":     regexp2.MustCompile(`^([a-zA-Z0-9_.+-])+@(([a-zA-Z0-9-])+\.)+[a-zA-Z]{2,}$`, regexp2.None),
	"postcode":  regexp2.MustCompile(`^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$`, regexp2.IgnoreCase),
	"reference": regexp2.MustCompile(`^GF-\d{4}-\d{6}$`, regexp2.None),
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
		matched, err := re.MatchString(value)
		results = append(results, FieldResult{Field: name, Valid: err == nil && matched})
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
