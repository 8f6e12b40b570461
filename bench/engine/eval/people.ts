/**
 * People's names of the evaluation set, written for it by hand: a few given names and surnames per
 * culture, in Latin script as they appear in English-language business text. They are made up as
 * combinations (no real person is meant) and were not taken from the detector's gazetteer, so part
 * of them is unknown to it and the evaluation measures what context and shape rules catch.
 *
 * A space inside a name is written `_` ("van_der_Berg").
 */
export interface Culture {
  readonly culture: string;
  readonly given: readonly string[];
  readonly surnames: readonly string[];
}

const c = (culture: string, given: string, surnames: string): Culture => ({
  culture,
  given: given.split(' ').map((s) => s.replace(/_/g, ' ')),
  surnames: surnames.split(' ').map((s) => s.replace(/_/g, ' ')),
});

export const CULTURES: readonly Culture[] = [
  c('irish', 'Siobhán Aoife Ciarán Niamh Pádraig Orla', "O'Sullivan Ní_Bhriain Mac_Giolla McCarthy Ó_Ceallaigh Brennan"),
  c('scottish', 'Eilidh Hamish Mhairi Ailsa Callum Fraser', 'MacLeod McAllister Drummond Buchanan Urquhart Menzies'),
  c('english', 'Harriet Oliver Imogen Rupert Will Rose', 'Whitfield Ashworth Pemberton Young Baker Stone'),
  c('welsh', 'Rhys Carys Dafydd Gwen Bronwen Iolo', 'Llewellyn Pritchard Bevan Prosser Vaughan Gwynne'),
  c('american', 'Tyler Madison Brandon Hope Grace Mark', 'Whitaker Kowalczyk-Reed Holloway Fox Brown Sanders'),
  c('french', 'Jean-Baptiste Anaïs Théo Marie-Claire Élodie Grégoire', 'Moreau Lefèvre Dubois de_la_Fontaine Girard Rousseau-Blanc'),
  c('german', 'Jürgen Anneliese Lukas Greta Maximilian Sönke', 'Schröder von_Hohenberg Weißmann Köhler Brandt Fischer-Lang'),
  c('dutch', 'Anouk Joost Femke Sander Marijke Thijs', 'van_der_Berg de_Vries Bakker Janssen van_Dijk Visser'),
  c('flemish', 'Wout Lotte Pieter-Jan Ine Jelle Saskia', 'Vermeulen De_Smet Claes Peeters Van_den_Broeck Maes'),
  c('spanish', 'Álvaro Lucía Íñigo Carmen Begoña Raúl', 'García-Márquez Ortega Fernández Ibáñez del_Castillo Serrano'),
  c('catalan', 'Jordi Montserrat Pau Núria Oriol Mireia', 'Puig Ferrer Vilaró Casals Soler Pujol'),
  c('portuguese', 'João Inês Gonçalo Leonor Tiago Beatriz', 'Magalhães Gonçalves Sousa Conceição Carvalho Antunes'),
  c('brazilian', 'Thiago Larissa Caio Fernanda Rafaela Joaquim', 'dos_Santos Nascimento Oliveira Araújo Barbosa Rocha'),
  c('mexican', 'Guadalupe Alejandro Ximena Rodrigo Itzel Jesús', 'Hernández Villaseñor Zúñiga Cárdenas Ochoa Treviño'),
  c('italian', 'Giuseppe Chiara Lorenzo Francesca Matteo Giulia', 'Esposito Bianchi De_Luca Colombo Russo Ferrara'),
  c('greek', 'Dimitris Eleni Konstantinos Sofia Giorgos Katerina', 'Papadopoulos Nikolaidis Georgiou Karamanlis Vlachos Christodoulou'),
  c('polish', 'Agnieszka Krzysztof Małgorzata Wojciech Zofia Bartłomiej', 'Wiśniewski Nowak Zielińska Wójcik Kamińska Lewandowski'),
  c('czech', 'Jiří Tereza Ondřej Kateřina Vojtěch Zuzana', 'Dvořák Novotná Procházka Černý Horáková Kučera'),
  c('slovak', 'Marek Jana Miroslav Lucia Ľubomír Katarína', 'Kováč Hudáková Šimko Baláž Tóthová Varga'),
  c('hungarian', 'Zsófia Bence Réka Levente Csilla Gergely', 'Szabó Nagy Kovács Tóth Farkas Lakatos'),
  c('romanian', 'Ioana Andrei Mihaela Bogdan Ștefan Raluca', 'Popescu Ionescu Dumitrescu Stănescu Constantin Radu'),
  c('croatian', 'Ivana Luka Marija Domagoj Petra Krešimir', 'Horvat Kovačević Babić Marić Jurić Knežević'),
  c('serbian', 'Nemanja Jelena Dragan Milica Dušan Ana', 'Petrović Jovanović Nikolić Đorđević Stojanović Ilić'),
  c('slovenian', 'Matej Nina Urška Primož Tjaša Rok', 'Novak Krajnc Zupančič Potočnik Kovačič Mlakar'),
  c('bulgarian', 'Georgi Desislava Stoyan Radostina Tsvetan Mariela', 'Dimitrov Ivanova Georgieva Petkov Todorov Stoyanova'),
  c('russian', 'Dmitri Svetlana Anatoly Yekaterina Oleg Natalya', 'Volkov Smirnova Kuznetsov Sokolova Lebedev Morozova'),
  c('ukrainian', 'Oksana Taras Bohdan Olena Mykola Yulia', 'Shevchenko Kovalenko Bondarenko Tkachuk Melnyk Kravchenko'),
  c('lithuanian', 'Rūta Mindaugas Gintarė Vytautas Aistė Darius', 'Kazlauskas Petrauskaitė Jankauskas Stankevičius Vasiliauskas Žukauskas'),
  c('latvian', 'Dace Jānis Ilze Kārlis Inese Māris', 'Bērziņš Kalniņa Ozols Liepiņš Krūmiņa Zariņš'),
  c('estonian', 'Kadri Tõnu Liis Margus Triin Priit', 'Tamm Saar Sepp Mägi Kask Rebane'),
  c('finnish', 'Aino Juhani Sanna Eero Kaisa Ville', 'Virtanen Mäkinen Nieminen Korhonen Hämäläinen Laaksonen'),
  c('swedish', 'Linnéa Björn Astrid Gustav Ebba Sigrid', 'Lindqvist Andersson Bergström Håkansson Sjöberg Nyström'),
  c('norwegian', 'Ingrid Øyvind Solveig Håkon Marit Eirik', 'Haugen Bjørnstad Solberg Løvås Dahl Strand'),
  c('danish', 'Mette Søren Freja Rasmus Sofie Jesper', 'Christensen Jørgensen Madsen Kjær Østergaard Frederiksen'),
  c('icelandic', 'Guðrún Sigurður Ásdís Einar Katrín Ragnar', 'Jónsdóttir Sigurðsson Guðmundsson Björnsdóttir Ólafsson Stefánsdóttir'),
  c('turkish', 'Ayşe Mehmet Elif Emre Zeynep Burak', 'Yılmaz Öztürk Şahin Çelik Aydın Kılıç'),
  c('levantine', 'Rania Karim Lina Tarek Nour Fadi', 'Haddad Khoury Nassar Saliba Abou-Jaoude El-Hage'),
  c('egyptian', 'Mahmoud Yasmin Amr Heba Mostafa Dina', 'Abdel-Rahman El-Sayed Farouk Mansour Soliman Gaber'),
  c('maghrebi', 'Youssef Amira Mehdi Samira Karima Rachid', 'Benali Bouzid El_Idrissi Belkacem Tazi Cherkaoui'),
  c('gulf', 'Abdullah Noura Faisal Maha Sultan Reem', 'bin_Rashid Al-Mansouri Al_Otaibi Al-Qahtani bin_Saeed Al-Harthy'),
  c('persian', 'Parisa Dariush Shirin Kourosh Niloufar Babak', 'Tehrani Hosseini Mohammadi Rezaei Jafari Karimi'),
  c('kurdish', 'Rojda Azad Berivan Dilshad Shirwan Newroz', 'Barzani Talabani Zebari Amedi Doski Rekani'),
  c('israeli', 'Noa Itai Tamar Yonatan Shira Eitan', 'Ben-David Cohen Levi Mizrahi Peretz Avraham'),
  c('hindi', 'Priya Arjun Ananya Rohan Sunita Vikram', 'Sharma Agarwal Chaturvedi Malhotra Srivastava Mehta'),
  c('tamil', 'Karthik Lakshmi Senthil Meenakshi Arvind Kavya', 'Subramanian Raghunathan Venkatesan Krishnamurthy Pillai Natarajan'),
  c('bengali', 'Sourav Moumita Arnab Ishita Debashis Tanushree', 'Chatterjee Mukherjee Bandyopadhyay Ghosh Bhattacharya Sen'),
  c('punjabi', 'Harpreet Gurpreet Simran Jaskaran Manpreet Navdeep', 'Sandhu Gill Dhillon Grewal Sidhu Bains'),
  c('pakistani', 'Imran Ayesha Bilal Sana Faraz Hina', 'Qureshi Chaudhry Siddiqui Butt Malik Hashmi'),
  c('nepali', 'Sagar Anjali Bikash Pratiksha Suman Roshani', 'Shrestha Adhikari Gurung Thapa Tamang Bhattarai'),
  c('sinhala', 'Nuwan Dilani Chaminda Ishara Kasun Tharushi', 'Perera Fernando Jayasuriya Wickramasinghe Bandara Gunawardena'),
  c('chinese', 'Wei Xiaoling Zhiwei Mingyu Jiahui Haoran', 'Zhang Liu Chen Huang Zhou Xu'),
  c('cantonese', 'Ka-Wai Siu-Ming Wing-Yan Chi-Keung Mei-Ling Hoi-Yan', 'Cheung Wong Chan Leung Lam Tsang'),
  c('japanese', 'Haruto Yui Sota Aoi Kenji Sakura', 'Takahashi Watanabe Yamamoto Nakamura Kobayashi Matsumoto'),
  c('korean', 'Ji-woo Min-jun Seo-yeon Hyun-woo Eun-ji Do-yoon', 'Kim Park Choi Jung Kang Yoon'),
  c('vietnamese', 'Nguyệt Minh Thảo Quang Huong Duc', 'Nguyen Trần Phạm Lê Hoàng Vu'),
  c('thai', 'Somchai Nattaya Kittisak Siriporn Anong Thanawat', 'Srisuk Chaiyaporn Wongsakul Rattanakorn Suksawat Phromma'),
  c('filipino', 'Jericho Maricel Rommel Divina Ariel Kristine', 'dela_Cruz Santos Reyes Bautista Villanueva Mendoza'),
  c('indonesian', 'Budi Siti Agus Dewi Wahyu Ratna', 'Susanto Wijaya Pratama Hidayat Setiawan Kusuma'),
  c('malay', 'Ahmad Nurul Hafiz Siti_Aishah Faizal Zulaikha', 'bin_Ismail binti_Abdullah Rahman bin_Yusof Hassan binti_Omar'),
  c('yoruba', 'Oluwaseun Adebayo Folake Temitope Babajide Funmilayo', 'Adeyemi Ogunleye Balogun Oyelaran Akinola Adeleke'),
  c('igbo', 'Chinedu Ngozi Emeka Adaeze Obinna Chiamaka', 'Okonkwo Eze Nwosu Okafor Obi Nnamdi'),
  c('hausa', 'Aminu Hauwa Sani Zainab Musa Fatima', 'Abubakar Bello Danjuma Garba Usman Yakubu'),
  c('swahili', 'Baraka Neema Juma Zawadi Imani Rehema', 'Mwangi Otieno Kamau Wanjiru Njoroge Achieng'),
  c('amharic', 'Abebe Tigist Dawit Selamawit Yohannes Meron', 'Tesfaye Bekele Haile Gebremariam Alemu Wolde'),
  c('zulu', 'Sipho Thandiwe Bongani Nomvula Sibusiso Lindiwe', 'Dlamini Ndlovu Mkhize Zulu Nkosi Khumalo'),
  c('akan', 'Kwame Ama Kofi Akosua Yaw Abena', 'Mensah Boateng Asante Owusu Appiah Osei'),
  c('somali', 'Abdirahman Hodan Mohamed Ifrah Hamza Sahra', 'Warsame Farah Jama Abdi Hersi Osman'),
  c('maori', 'Aroha Tane Mere Wiremu Anahera Rawiri', 'Ngata Tawhiri Parata Te_Whata Horomona Waititi'),
  c('samoan', 'Sione Losa Tavita Malia Ioane Seini', 'Tuilagi Leota Fa\u02bbasavalu Soliai Masoe Aumua'),
  c('quechua', 'Wayra Killa Inti Sumaq Amaru Nina', 'Mamani Quispe Huamán Condori Ccahuana Yupanqui'),
  c('georgian', 'Giorgi Nino Levan Tamari Davit Mariam', 'Beridze Kapanadze Gelashvili Lomidze Tsiklauri Maisuradze'),
  c('armenian', 'Armen Anahit Tigran Lusine Hovhannes Nare', 'Petrosyan Hakobyan Grigoryan Sargsyan Vardanyan Avetisyan'),
  c('azerbaijani', 'Elnur Leyla Rashad Gunay Tural Aysel', 'Aliyev Mammadova Huseynov Guliyeva Hasanov Ismayilova'),
  c('kazakh', 'Nursultan Aigerim Yerlan Dinara Askar Madina', 'Nurlanov Bekova Zhaksybekov Omarova Tokayev Seitkali'),
  c('albanian', 'Arben Blerina Dritan Elira Gentian Mirela', 'Hoxha Berisha Krasniqi Shehu Gashi Leka'),
  c('senegalese', 'Aminata Ousmane Fatou Cheikh Awa Mamadou', "N'Diaye Diop Sow Fall Ba Sarr"),
  c('goan', 'Leroy Sharon Glenn Alisha Savio Natasha', "D'Souza D'Costa Fernandes Pereira D'Mello Rodrigues"),
  c('uzbek', 'Dilnoza Jasur Malika Otabek Nigora Sardor', 'Karimova Tashkentov Yuldasheva Rakhimov Ergasheva Nazarov'),
  c('mongolian', 'Batbayar Enkhjargal Tsetseg Ganbold Oyunchimeg Temuulen', 'Batjargal Dorjsuren Enkhbold Gantulga Sukhbaatar Purevdorj'),
  c('khmer', 'Sokha Chanthou Vuthy Sreymom Dara Bopha', 'Chhay Sokhom Pich Heng Meas Ouk'),
  c('burmese', 'Aung Thandar Zaw Khin Myo Nilar', 'Kyaw Htet Win Naing Thein Oo'),
  c('malagasy', 'Fanja Hery Voahirana Tojo Lalao Mamy', 'Rakotomalala Randriamanana Andrianarisoa Razafindrakoto Rasoanaivo Ravelomanana'),
  c('tigrinya', 'Senait Tesfalem Yonas Luwam Filmon Saba', 'Gebrehiwet Tekle Berhane Habte Kidane Woldemichael'),
  c('basque', 'Aitor Nerea Iker Amaia Unai Ainhoa', 'Etxeberria Goikoetxea Urrutia Agirre Zubizarreta Arrieta'),
  c('telugu', 'Srinivas Sravani Venkat Lavanya Ravi Harika', 'Reddy Naidu Chowdary Rao Varma Kommineni'),
  c('malayalam', 'Anoop Divya Sreejith Aswathy Jithin Reshma', 'Nair Menon Kurian Panicker Thomas Varghese'),
  c('shona', 'Tendai Rudo Tatenda Chipo Farai Nyasha', 'Moyo Chikore Mutasa Chigumba Makoni Zvobgo'),
  c('xhosa', 'Lwazi Nandipha Siyabonga Ayanda Luthando Zintle', 'Mthembu Nqakula Sisulu Mbeki Qwabe Gqirana'),
  c('wolof', 'Moustapha Ndeye Babacar Khady Modou Astou', 'Ndiaye Faye Mbaye Gueye Seck Thiam'),
  c('pashto', 'Zarmina Wahid Palwasha Naveed Gulalai Shahzad', 'Yousafzai Durrani Afridi Khattak Mohmand Shinwari'),
  c('tatar', 'Ildar Gulnara Rustam Alsu Timur Dilyara', 'Galiev Sabirova Khairullin Mukhametova Nurmukhametov Zaripova'),
  c('kinyarwanda', 'Jean-Claude Uwase Eric Mugisha Aline Olivier', 'Habimana Niyonzima Uwimana Mukamana Nshimiyimana Ndayisaba'),
  c('tongan', 'Viliami Mele Sione Salote Tevita Lesieli', 'Taufa Fifita Vaipulu Tupou Havili Lolohea'),
  c('caribbean', 'Shaniqua Delroy Marcia Winston Keisha Desmond', 'Campbell-Clarke Thompson Beckford Morrison Grant Henry'),
];

/**
 * Given names that are also ordinary English words: the detector has to tell "Will called" from
 * "will call" and "Grace said" from "with grace" by case and context.
 */
export const WORD_GIVEN_NAMES: readonly string[] = ['Will', 'Rose', 'Hope', 'Grace', 'Mark', 'Faith', 'Joy', 'Amber', 'Ivy', 'Dawn', 'Summer', 'Bill', 'Frank', 'Sunny', 'Hunter', 'Pat'];
export const WORD_SURNAMES: readonly string[] = ['Young', 'Baker', 'Stone', 'Fox', 'Brown', 'King', 'Rich', 'Wolf', 'Black', 'Hill', 'Long', 'Bush', 'Park', 'Green', 'Church', 'Cook'];
