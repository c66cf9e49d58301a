package collectors

import "strings"

// IsOrganizationType reports whether a schema.org @type names an
// organization or its web site, as opposed to a person or a creative
// work: Organization and its subtypes, the LocalBusiness tree among them
// (a SportingGoodsStore, a Dentist, a HairSalon, a Hotel are the
// business the page is about).
func IsOrganizationType(t string) bool {
	t = schemaType(t)
	if organizationTypes[t] {
		return true
	}
	for _, suf := range organizationSuffixes {
		if strings.HasSuffix(t, suf) && len(t) > len(suf) {
			return true
		}
	}
	return false
}

// organizationSuffixes end the names of whole branches of schema.org's
// Organization tree: every ...Organization, ...Business, ...Store
// (SportingGoodsStore, ClothingStore) and ...Shop (HobbyShop, TireShop,
// CafeOrCoffeeShop) is one.
var organizationSuffixes = []string{"Organization", "Business", "Store", "Shop"}

// organizationTypes are the other schema.org types of an organization or
// its site: Organization's subtypes and the LocalBusiness tree whose
// names end in no suffix of organizationSuffixes, as schema.org lists
// them.
var organizationTypes = map[string]bool{
	"Organization": true, "WebSite": true, "Brand": true, "Project": true, "Store": true,
	// Organization
	"Airline": true, "Consortium": true, "Cooperative": true, "Corporation": true, "FundingScheme": true,
	"LibrarySystem": true, "LocalBusiness": true, "NGO": true, "OnlineStore": true, "PoliticalParty": true,
	"ResearchProject": true, "FundingAgency": true, "WorkersUnion": true, "SportsTeam": true,
	"PerformingGroup": true, "DanceGroup": true, "MusicGroup": true, "TheaterGroup": true,
	"CollegeOrUniversity": true, "ElementarySchool": true, "HighSchool": true, "MiddleSchool": true,
	"Preschool": true, "School": true,
	"Hospital": true, "MedicalClinic": true, "Pharmacy": true, "Physician": true, "DiagnosticLab": true,
	"VeterinaryCare": true, "Dentist": true, "Optician": true,
	// LocalBusiness and its subtypes
	"AnimalShelter": true, "ChildCare": true, "DryCleaningOrLaundry": true, "EmergencyService": true,
	"EmploymentAgency": true, "FinancialService": true, "FoodEstablishment": true, "GovernmentOffice": true,
	"InternetCafe": true, "LegalService": true, "Library": true, "MedicalClinicOrOffice": true,
	"ProfessionalService": true, "RadioStation": true, "RealEstateAgent": true, "RecyclingCenter": true,
	"SelfStorage": true, "ShoppingCenter": true, "SportsActivityLocation": true, "TelevisionStation": true,
	"TouristInformationCenter": true, "TravelAgency": true,
	"AccountingService": true, "BankOrCreditUnion": true, "InsuranceAgency": true,
	"Bakery": true, "BarOrPub": true, "Brewery": true, "Distillery": true, "FastFoodRestaurant": true,
	"Restaurant": true, "Winery": true,
	"BedAndBreakfast": true, "Campground": true, "Hostel": true, "Hotel": true, "Motel": true, "Resort": true,
	"SkiResort": true, "VacationRental": true,
	"BeautySalon": true, "DaySpa": true, "HairSalon": true, "HealthClub": true, "NailSalon": true,
	"TattooParlor": true,
	"Electrician":  true, "GeneralContractor": true, "HousePainter": true, "Locksmith": true,
	"MovingCompany": true, "Plumber": true, "RoofingContractor": true,
	"AutoDealer": true, "AutoRental": true, "AutoRepair": true, "AutoWash": true, "GasStation": true,
	"MotorcycleDealer": true, "MotorcycleRepair": true,
	"AmusementPark": true, "ArtGallery": true, "Casino": true, "ComedyClub": true, "MovieTheater": true,
	"NightClub": true,
	"Attorney":  true, "Notary": true,
	"BowlingAlley": true, "ExerciseGym": true, "GolfCourse": true, "PublicSwimmingPool": true,
	"SportsClub": true, "StadiumOrArena": true, "TennisComplex": true,
	"Florist": true,
}

// isBusinessNode reports whether a JSON-LD object of type typ, at the
// top of its block, describes a place of business whatever type it
// claims: a type schema.org does not have ("Psychologist", "Coach")
// or a Place, given with the postal address and the telephone a
// business publishes. A Person, an event, a product, an organisation
// already, and an object without both are not.
func isBusinessNode(v map[string]any, typ string) bool {
	t := schemaType(typ)
	if t == "" || IsOrganizationType(t) || isPersonType(v["@type"]) || strings.HasSuffix(t, "Event") || t == "Product" {
		return false
	}
	_, address := v["address"]
	phone, _ := v["telephone"].(string)
	return address && strings.TrimSpace(phone) != ""
}
